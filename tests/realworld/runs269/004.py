# Transformer encoder classifier; port of a torch training loop with gradient-norm based skipping
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class Block(nn.Module):
    d: int = 64
    @nn.compact
    def __call__(self, x):
        x = x + nn.SelfAttention(num_heads=4, qkv_features=self.d)(nn.LayerNorm()(x))
        h = nn.gelu(nn.Dense(4 * self.d)(nn.LayerNorm()(x)))
        return x + nn.Dense(self.d)(h)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, tok):
        x = nn.Embed(1000, 64)(tok) + self.param("pos", nn.initializers.normal(0.02), (1, tok.shape[1], 64))
        for _ in range(2): x = Block()(x)
        return nn.Dense(4)(x.mean(1))

r = np.random.default_rng(0)
X = r.integers(0, 1000, (512, 24)); Y = r.integers(0, 4, 512)
model = Classifier()
params = model.init(jax.random.PRNGKey(0), X[:2])["params"]
tx = optax.adamw(5e-4); opt = tx.init(params)

@jax.jit
def train_step(params, opt, x, y):
    def lf(p): return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(params)
    gnorm = optax.global_norm(g)
    if gnorm > 10.0:   # skip step on gradient spikes, as in the torch trainer
        return params, opt, l, gnorm
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l, gnorm

for epoch in range(3):
    for i in range(0, 512, 32):
        params, opt, l, gn = train_step(params, opt, X[i:i+32], Y[i:i+32])
    print(f"epoch {epoch} loss {float(l):.4f} grad_norm {float(gn):.3f}")
