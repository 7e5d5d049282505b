# text classifier: torch collate_fn padded each batch; the JAX port builds the batch with np.array directly
import jax, jax.numpy as jnp, numpy as np, optax
from flax import nnx
print("jax", jax.__version__, "numpy", np.__version__)

texts = ["the movie was great", "awful plot and bad acting", "i loved it", "not worth the ticket price at all",
         "great cast", "boring", "a wonderful surprising film", "terrible"] * 16
labels = np.array([1, 0, 1, 0, 1, 0, 1, 0] * 16, dtype=np.int32)
vocab = {w: i + 1 for i, w in enumerate(sorted({w for t in texts for w in t.split()}))}
tokens = [[vocab[w] for w in t.split()] for t in texts]

class BoW(nnx.Module):
    def __init__(self, V, rngs):
        self.emb = nnx.Embed(V, 32, rngs=rngs)
        self.out = nnx.Linear(32, 2, rngs=rngs)
    def __call__(self, ids):
        return self.out(self.emb(ids).mean(axis=1))

model = BoW(len(vocab) + 1, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

@nnx.jit
def train_step(model, opt, ids, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss

def batches(bs=16):
    for i in range(0, len(tokens), bs):
        yield np.array(tokens[i:i+bs], dtype=object), labels[i:i+bs]

for epoch in range(3):
    for ids, y in batches():
        loss = train_step(model, opt, jnp.asarray(ids), jnp.asarray(y))
    print("epoch", epoch, "loss", float(loss))
