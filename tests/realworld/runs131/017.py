"""GPT-2-style init for a small Flax MLP-Mixer block: all kernels N(0, 0.02) (torch: nn.init.normal_(w, std=0.02))."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

INIT = nn.initializers.normal   # torch.nn.init.normal_

class MixerBlock(nn.Module):
    tokens: int
    channels: int
    @nn.compact
    def __call__(self, x):
        y = nn.LayerNorm()(x).swapaxes(1, 2)
        y = nn.Dense(self.tokens, kernel_init=INIT)(nn.gelu(nn.Dense(2 * self.tokens, kernel_init=INIT)(y)))
        x = x + y.swapaxes(1, 2)
        y = nn.LayerNorm()(x)
        return x + nn.Dense(self.channels, kernel_init=INIT)(nn.gelu(nn.Dense(4 * self.channels, kernel_init=INIT)(y)))

class Mixer(nn.Module):
    @nn.compact
    def __call__(self, patches):
        x = nn.Dense(64, kernel_init=INIT)(patches)
        for _ in range(2):
            x = MixerBlock(patches.shape[1], 64)(x)
        return nn.Dense(10, kernel_init=INIT)(nn.LayerNorm()(x).mean(1))

rng = np.random.default_rng(0)
patches = rng.normal(size=(256, 16, 48)).astype(np.float32)
labels = rng.integers(0, 10, 256).astype(np.int32)
model = Mixer()
print("initialising Mixer: 16 patches x 48 dims")
params = model.init(jax.random.key(0), patches[:2])
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
