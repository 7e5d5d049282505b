"""Tiny U-Net for 2-class segmentation, ported from a PyTorch repo to flax.linen."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

class Down(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(self.ch, (3, 3))(x))
        skip = nn.relu(nn.Conv(self.ch, (3, 3))(x))
        # torch: nn.MaxPool2d(2) on odd sizes floors, same here with VALID
        return nn.max_pool(skip, (2, 2), strides=(2, 2)), skip

class Up(nn.Module):
    ch: int
    @nn.compact
    def __call__(self, x, skip):
        x = nn.ConvTranspose(self.ch, (2, 2), strides=(2, 2))(x)
        x = jnp.concatenate([x, skip], axis=-1)   # torch.cat([x, skip], dim=1)
        return nn.relu(nn.Conv(self.ch, (3, 3))(x))

class UNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x, s1 = Down(16)(x)
        x, s2 = Down(32)(x)
        x = nn.relu(nn.Conv(64, (3, 3))(x))
        x = Up(32)(x, s2)
        x = Up(16)(x, s1)
        return nn.Conv(2, (1, 1))(x)

rng = np.random.default_rng(0)
# tiles cropped from 250x250 scans and downsampled to 62x62
images = rng.normal(size=(64, 62, 62, 3)).astype(np.float32)
masks = (images[..., 0] > 0).astype(np.int32)
print(f"dataset: images {images.shape} masks {masks.shape}")

model = UNet()
params = model.init(jax.random.PRNGKey(0), jnp.asarray(images[:1]))["params"]
tx = optax.adam(3e-4)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for it in range(10):
    params, opt_state, loss = step(params, opt_state, images[it*6:(it+1)*6], masks[it*6:(it+1)*6])
    print(f"iter {it} loss {float(loss):.4f}")
