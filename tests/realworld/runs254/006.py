# Text-classification MLP over bag-of-words, ported from a PyTorch loop (optimizer.step() -> optax).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, NCLS = 500, 4

class BowClassifier(nn.Module):
    @nn.compact
    def __call__(self, x, train=True):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(NCLS)(x)

def make_corpus(n=3000, seed=0):
    rng = np.random.default_rng(seed)
    topic_words = rng.dirichlet(np.ones(VOCAB) * 0.1, size=NCLS)
    y = rng.integers(0, NCLS, size=n)
    x = np.stack([rng.multinomial(40, topic_words[c]) for c in y]).astype(np.float32)
    return np.log1p(x), y.astype(np.int32)

class DataLoader:
    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        idx = self.rng.permutation(len(self.y)) if self.shuffle else np.arange(len(self.y))
        for i in range(0, len(idx), self.bs):
            j = idx[i:i+self.bs]
            yield jnp.asarray(self.x[j]), jnp.asarray(self.y[j])

x, y = make_corpus()
train_dl = DataLoader(x[:2500], y[:2500], 64)
val_dl = DataLoader(x[2500:], y[2500:], 256, shuffle=False)
model = BowClassifier()
key = jax.random.PRNGKey(0)
params = model.init(key, jnp.ones((1, VOCAB)), train=False)["params"]
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, xb, yb, rng):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb, train=True, rngs={"dropout": rng})
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    return new_params, opt_state, loss

@jax.jit
def eval_step(params, xb, yb):
    logits = model.apply({"params": params}, xb, train=False)
    return (logits.argmax(-1) == yb).sum()

for epoch in range(5):
    losses = []
    for xb, yb in train_dl:
        key, sub = jax.random.split(key)
        _, opt_state, loss = train_step(params, opt_state, xb, yb, sub)
        losses.append(float(loss))
    correct = sum(int(eval_step(params, xb, yb)) for xb, yb in val_dl)
    print(f"epoch {epoch}: train_loss {np.mean(losses):.4f} val_acc {correct / 500:.4f}")
