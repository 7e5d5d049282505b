# MLP classifier on generated data; cross-entropy written out by hand as in the original PyTorch code.
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

LR = 0.5


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(10)(x)


def cross_entropy(logits, labels):
    probs = jax.nn.softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10) * jnp.log(probs), axis=-1))


rng = np.random.default_rng(0)
W = rng.normal(size=(20, 10))
X = (rng.normal(size=(4096, 20)) * 3).astype(np.float32)
Y = (X @ W).argmax(-1).astype(np.int32)

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])
tx = optax.sgd(LR, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return cross_entropy(logits, y), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    acc = (logits.argmax(-1) == y).mean()
    return optax.apply_updates(params, upd), opt_state, loss, acc


step = 0
for epoch in range(5):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        b = perm[i:i + 128]
        params, opt_state, loss, acc = train_step(params, opt_state, X[b], Y[b])
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:4d} loss {float(loss):.4f} acc {float(acc):.3f}")
        step += 1
print(f"final loss {float(loss):.4f} acc {float(acc):.3f}")
