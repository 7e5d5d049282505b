"""Character-level GRU language model; token ids are read from a CSV export of the tokenised corpus."""
import io
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, SEQ = 40, 33
r = np.random.default_rng(0)
ids = r.integers(0, VOCAB, size=(256, SEQ))
buf = io.StringIO()
np.savetxt(buf, ids, fmt="%d", delimiter=",")        # what the preprocessing job wrote
buf.seek(0)
data = np.loadtxt(buf, delimiter=",")                # what the training job reads
print("data:", data.shape, data.dtype)

class CharLM(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(VOCAB, 64)(tokens.astype(jnp.int32))
        x = nn.RNN(nn.GRUCell(128))(x)
        return nn.Dense(VOCAB)(x)

def nll(logits, targets):
    logp = jax.nn.log_softmax(logits, axis=-1)
    tok_logp = jnp.take_along_axis(logp, targets[..., None], axis=-1)[..., 0]
    return -tok_logp.mean()

model = CharLM()
params = model.init(jax.random.key(0), jnp.zeros((1, SEQ - 1), jnp.int32))["params"]
tx = optax.adam(3e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, batch):
    inputs, targets = batch[:, :-1], batch[:, 1:]
    def loss_fn(p):
        return nll(model.apply({"params": p}, inputs), targets)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for step in range(50):
    i = (step * 32) % len(data)
    params, opt_state, loss = train_step(params, opt_state, data[i:i+32])
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f} ppl {float(jnp.exp(loss)):.2f}")
