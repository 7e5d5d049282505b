# Super-resolution data prep + model: low-res inputs made with jax.image.resize (ported from F.interpolate(size=...))
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
hr = jnp.asarray(rng.random((16, 64, 64, 3), dtype=np.float32))
print("HR batch", hr.shape)

class SRNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = jax.image.resize(x, (x.shape[0], 64, 64, x.shape[-1]), method="bilinear")
        h = nn.relu(nn.Conv(32, (3, 3))(x))
        h = nn.relu(nn.Conv(32, (3, 3))(h))
        return x + nn.Conv(3, (3, 3))(h)

def degrade(img):
    # torch: F.interpolate(img, size=(32, 32), mode="bilinear")
    return jax.image.resize(img, (32, 32), method="bilinear")

lr_imgs = degrade(hr)
model = SRNet()
params = model.init(jax.random.PRNGKey(0), lr_imgs[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
for it in range(50):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, lr_imgs) - hr) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    if it % 10 == 0:
        print(f"iter {it} mse {float(loss):.5f}")
