# Tabular classifier; LR schedule ported from torch StepLR(optimizer, step_size=1, gamma=0.1)
# (the torch script called scheduler.step() at the end of each epoch).
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx
import optax

def make_data(n, rng):
    X = rng.normal(size=(n, 20)).astype(np.float32)
    W = rng.normal(size=(20, 5))
    y = np.argmax(np.tanh(X @ W) + 0.1 * rng.normal(size=(n, 5)), 1).astype(np.int32)
    return X, y

class DataLoader:
    def __init__(self, X, y, batch_size, shuffle=True, seed=0):
        self.X, self.y, self.bs, self.shuffle = X, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __len__(self):
        return len(self.y) // self.bs
    def __iter__(self):
        idx = self.rng.permutation(len(self.y)) if self.shuffle else np.arange(len(self.y))
        for i in range(len(self)):
            b = idx[i * self.bs:(i + 1) * self.bs]
            yield self.X[b], self.y[b]

class Classifier(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(20, 128, rngs=rngs)
        self.bn1 = nnx.BatchNorm(128, rngs=rngs)
        self.fc2 = nnx.Linear(128, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.head = nnx.Linear(64, 5, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn1(self.fc1(x)))
        x = self.drop(nnx.relu(self.fc2(x)))
        return self.head(x)

rng = np.random.default_rng(0)
Xtr, ytr = make_data(16000, rng)
Xva, yva = make_data(2000, rng)
train_loader = DataLoader(Xtr, ytr, 128)
val_loader = DataLoader(Xva, yva, 500, shuffle=False)

schedule = optax.exponential_decay(init_value=1e-2, transition_steps=1, decay_rate=0.1, staircase=True)
model = Classifier(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

@nnx.jit
def eval_step(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

global_step = 0
for epoch in range(8):
    model.train()
    losses = []
    for x, y in train_loader:
        losses.append(float(train_step(model, optimizer, x, y)))
        global_step += 1
    model.eval()
    vl, va = zip(*[tuple(map(float, eval_step(model, x, y))) for x, y in val_loader])
    print(f"epoch {epoch+1} | lr {float(schedule(global_step)):.2e} | train_loss {np.mean(losses):.4f} "
          f"| val_loss {np.mean(vl):.4f} | val_acc {np.mean(va):.4f}")
