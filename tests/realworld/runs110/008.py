"""Character-level LSTM language model; whole model in bfloat16 (params + activations) to fit the TPU config."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CFG = {"vocab": 64, "embed": 64, "hidden": 128, "seq_len": 48, "batch_size": 16, "lr": 2e-3,
       "param_dtype": "bfloat16", "dtype": "bfloat16"}


class CharLSTM(nn.Module):
    vocab: int
    embed: int
    hidden: int
    dtype: jnp.dtype
    param_dtype: jnp.dtype

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.embed, dtype=self.dtype, param_dtype=self.param_dtype)(ids)
        cell = nn.OptimizedLSTMCell(self.hidden, dtype=self.dtype, param_dtype=self.param_dtype)
        x = nn.RNN(cell)(x)
        return nn.Dense(self.vocab, dtype=self.dtype, param_dtype=self.param_dtype)(x)


text = ("the quick brown fox jumps over the lazy dog while the cat sleeps on the warm mat. " * 200)
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
data = np.array([stoi[c] for c in text], dtype=np.int32)
print(f"corpus: {len(data)} chars, vocab {len(chars)}")

model = CharLSTM(CFG["vocab"], CFG["embed"], CFG["hidden"], jnp.dtype(CFG["dtype"]), jnp.dtype(CFG["param_dtype"]))
key = jax.random.PRNGKey(0)
print("initialising model ...")
params = model.init(key, jnp.zeros((1, CFG["seq_len"]), jnp.int32))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CFG["lr"]))


@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch[:, :-1]).astype(jnp.float32)
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


rng = np.random.default_rng(0)
for step in range(1, 201):
    starts = rng.integers(0, len(data) - CFG["seq_len"] - 1, CFG["batch_size"])
    batch = np.stack([data[s:s + CFG["seq_len"] + 1] for s in starts])
    state, loss = train_step(state, batch)
    if step % 25 == 0:
        print(f"step {step} loss {float(loss):.4f}")
