# multi-scale head: one projection per feature level, names kept from the torch state_dict ("proj")
import jax, jax.numpy as jnp, flax.linen as nn, numpy as np

class FPNHead(nn.Module):
    channels: tuple = (32, 64, 128)
    out_dim: int = 64
    @nn.compact
    def __call__(self, feats):
        outs = []
        for f in feats:
            # torch: self.proj = nn.ModuleList([...]); checkpoint keys proj.0, proj.1, ...
            p = nn.Conv(self.out_dim, (1, 1), name="proj")(f)
            outs.append(jax.image.resize(p, (p.shape[0], 8, 8, self.out_dim), "nearest"))
        return sum(outs)

feats = [jnp.ones((2, 32, 32, 32)), jnp.ones((2, 16, 16, 64)), jnp.ones((2, 8, 8, 128))]
model = FPNHead()
print("building FPN head for levels", [f.shape for f in feats])
variables = model.init(jax.random.PRNGKey(0), feats)
print(jax.tree_util.tree_map(jnp.shape, variables))
