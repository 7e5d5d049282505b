# Flax linen encoder ported from torch: submodules in setup(), plus an output projection
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np

class Block(nn.Module):
    dim: int
    def setup(self):
        self.norm = nn.LayerNorm()
        self.fc1 = nn.Dense(4 * self.dim)
        self.fc2 = nn.Dense(self.dim)
    def __call__(self, x):
        return x + self.fc2(nn.gelu(self.fc1(self.norm(x))))

class Encoder(nn.Module):
    dim: int = 64
    depth: int = 2
    n_classes: int = 5
    def setup(self):
        self.embed = nn.Dense(self.dim)
        self.blocks = [Block(self.dim) for _ in range(self.depth)]
    def __call__(self, x):
        h = self.embed(x)
        for blk in self.blocks:
            h = blk(h)
        h = h.mean(axis=1)
        return nn.Dense(self.n_classes, name="head")(h)   # quick head added later

x = jnp.ones((8, 16, 12))
model = Encoder()
variables = model.init(jax.random.PRNGKey(0), x)
print(jax.tree_util.tree_map(jnp.shape, variables))
