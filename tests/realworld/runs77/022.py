# healthy: NNX encoder classifier (nnx.MultiHeadAttention with padding mask) + adamw with masked weight decay
import jax, jax.numpy as jnp
import optax
from flax import nnx
print("jax", jax.__version__)
V, D, T = 100, 48, 20
class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(V, D, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.head = nnx.Linear(D, 2, rngs=rngs)
    def __call__(self, ids, pad):
        x = self.embed(ids)
        mask = nnx.make_attention_mask(pad, pad)
        x = x + self.attn(self.ln1(x), mask=mask)
        x = self.ln2(x)
        pooled = (x * pad[..., None]).sum(1) / pad.sum(1, keepdims=True)
        return self.head(pooled)

def make_data(key, n=512):
    k1, k2 = jax.random.split(key)
    ids = jax.random.randint(k1, (n, T), 1, V)
    lengths = jax.random.randint(k2, (n,), 4, T + 1)
    pad = jnp.arange(T)[None] < lengths[:, None]
    y = ((ids * pad) == 7).any(1).astype(jnp.int32)     # does token 7 appear in the real part?
    return ids, pad, y

ids, pad, y = make_data(jax.random.PRNGKey(0))
print("positive rate", float(y.mean()))
model = Classifier(nnx.Rngs(0))
decay_mask = lambda p: jax.tree.map(lambda a: a.ndim > 1, p)
optimizer = nnx.Optimizer(model, optax.adamw(3e-3, weight_decay=0.01, mask=decay_mask), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, ids, pad, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(ids, pad), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

for epoch in range(12):
    tot = 0.0
    for b in range(8):
        sl = slice(b * 64, (b + 1) * 64)
        tot += float(train_step(model, optimizer, ids[sl], pad[sl], y[sl]))
    print(f"epoch {epoch:2d} loss {tot / 8:.4f}")
acc = (jnp.argmax(model(ids, pad), -1) == y).mean()
print(f"train accuracy {float(acc):.3f}")
