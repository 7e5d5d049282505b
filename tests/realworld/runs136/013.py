"""GRU sentiment model (linen nn.RNN) with per-batch dynamic padding (torch collate_fn pad_sequence habit); jax_log_compiles on to see why steps are slow."""
import time, logging
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn

jax.config.update("jax_log_compiles", True)
logging.basicConfig(level=logging.WARNING)

VOCAB, EMB, HID = 5000, 64, 128

class GRUClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids, lengths):
        x = nn.Embed(VOCAB, EMB)(ids)
        h = nn.RNN(nn.GRUCell(HID))(x, seq_lengths=lengths)
        last = h[jnp.arange(ids.shape[0]), lengths - 1]
        return nn.Dense(2)(nn.relu(nn.Dense(64)(last)))

rng = np.random.default_rng(0)
N = 20000
lengths_all = rng.integers(5, 400, N)
labels_all = rng.integers(0, 2, N)

def collate(idx):
    # pad_sequence(batch_first=True): pad to the longest review in this batch
    L = lengths_all[idx]; T = int(L.max())
    ids = np.zeros((len(idx), T), np.int32)
    for j, (n, y) in enumerate(zip(L, labels_all[idx])):
        ids[j, :n] = rng.integers(1, VOCAB // 2, n) + (VOCAB // 2) * y * (rng.random(n) < 0.3)
    return ids, L.astype(np.int32), labels_all[idx].astype(np.int32)

model = GRUClassifier()
ids0, l0, _ = collate(np.arange(4))
params = model.init(jax.random.PRNGKey(0), ids0, l0)["params"]
tx = optax.adam(1e-3); opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, ids, lengths, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, ids, lengths), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

BS = 32; steps_per_epoch = N // BS
print(f"train examples {N}, batch {BS}, steps/epoch {steps_per_epoch}")
t_start = time.time()
for epoch in range(3):
    perm = rng.permutation(N)
    for step in range(steps_per_epoch):
        ids, lens, y = collate(perm[step * BS:(step + 1) * BS])
        t0 = time.time()
        params, opt_state, loss = train_step(params, opt_state, ids, lens, y)
        loss = float(loss)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {loss:.4f} batch_shape {ids.shape} "
                  f"step_time {time.time() - t0:.2f}s elapsed {time.time() - t_start:.0f}s", flush=True)
