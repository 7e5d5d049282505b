"""GPU training entry point for a small ViT-style patch classifier (Flax linen).
Launched from the cluster job script, which exports JAX_PLATFORMS=cuda so that a silent
fallback to CPU can never happen."""
import os, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s: %(message)s", force=True)
log = logging.getLogger("vit")
log.info("JAX_PLATFORMS=%s jax=%s", os.environ.get("JAX_PLATFORMS"), jax.__version__)

class PatchClassifier(nn.Module):
    n_cls: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(64, (4, 4), strides=(4, 4))(x)             # patchify
        x = x.reshape(x.shape[0], -1, 64)
        x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x))
        return nn.Dense(self.n_cls)(x.mean(1))

def main():
    devices = jax.devices()
    log.info("devices: %s", devices)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 32, 32, 3)).astype(np.float32)
    y = rng.integers(0, 10, 512).astype(np.int32)
    model = PatchClassifier()
    params = model.init(jax.random.key(0), x[:1])["params"]
    tx = optax.adamw(3e-4)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, xb, yb):
        def lf(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, xb), yb).mean()
        l, g = jax.value_and_grad(lf)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, l

    for ep in range(3):
        for i in range(0, 512, 64):
            params, opt_state, loss = step(params, opt_state, x[i:i+64], y[i:i+64])
        log.info("epoch %d loss %.4f", ep, float(loss))

if __name__ == "__main__":
    main()
