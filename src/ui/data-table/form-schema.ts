/** The dialog's form rules live beside the resource declaration (src/lib/resource), so the mock backend validates with them too. */
export * from '@/lib/resource/form-schema'
