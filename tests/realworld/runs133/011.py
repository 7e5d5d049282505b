"""Word-level LM data prep + training, ported from a PyTorch notebook that one-hot encodes the targets up front."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

print(f"jax {jax.__version__}, backend={jax.default_backend()}")

# --- corpus: 40M tokens over a 32k vocabulary (memory-mapped token ids from the tokenizer step)
N_TOKENS, VOCAB, SEQ = 40_000_000, 32_000, 128
rng = np.random.default_rng(0)
token_ids = rng.integers(0, VOCAB, size=N_TOKENS // 1000, dtype=np.int32)
token_ids = np.tile(token_ids, 1000)   # stand-in for np.memmap("train.bin")
print(f"loaded {token_ids.size:,} tokens, vocab {VOCAB}")

# --- build (input, one-hot target) arrays once, like the torch Dataset did with F.one_hot
n_seq = (token_ids.size - 1) // SEQ
inputs = token_ids[: n_seq * SEQ].reshape(n_seq, SEQ)
print(f"building one-hot targets for {n_seq:,} sequences of length {SEQ} ...")
targets = np.zeros((n_seq, SEQ, VOCAB), dtype=np.float32)
targets[np.arange(n_seq)[:, None], np.arange(SEQ)[None], token_ids[1: n_seq * SEQ + 1].reshape(n_seq, SEQ)] = 1.0
print("targets ready:", targets.shape)


class LM(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Embed(VOCAB, 256)(x)
        h = nn.RNN(nn.LSTMCell(256))(h)
        return nn.Dense(VOCAB)(h)


model = LM()
params = model.init(jax.random.PRNGKey(0), inputs[:2])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
for step in range(10):
    xb, yb = inputs[step * 16:(step + 1) * 16], targets[step * 16:(step + 1) * 16]
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy(model.apply({"params": p}, xb), yb).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    params = optax.apply_updates(params, u)
    print(f"step {step} loss {float(loss):.3f}")
