# Hand-built optimizer chain (torch: AdamW + OneCycle-ish warmup/cosine scheduler)
import jax, jax.numpy as jnp, numpy as np, optax

total_steps = 400
lr = optax.warmup_cosine_decay_schedule(init_value=0.0, peak_value=1e-3, warmup_steps=40,
                                        decay_steps=total_steps, end_value=1e-5)
print("lr at 0/40/400:", lr(0), lr(40), lr(400))

tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.scale_by_adam(b1=0.9, b2=0.98),
    optax.add_decayed_weights(0.01),
    optax.scale(-lr),
)
params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros(1)}
opt_state = tx.init(params)
print("optimizer ready")
