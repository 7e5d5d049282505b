# MNIST-style MLP classifier (synthetic 28x28 digits), ported from a PyTorch training loop.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(256)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(128)(x))
        return nn.Dense(10)(x)

def synthetic_digits(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(10, 28, 28)).astype(np.float32)
    y = r.integers(0, 10, size=n)
    x = protos[y] + 1.5 * r.normal(size=(n, 28, 28)).astype(np.float32)
    return x, y

class DataLoader:
    def __init__(self, x, y, batch_size, shuffle, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __len__(self):
        return len(self.x) // self.bs
    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for i in range(len(self)):
            j = idx[i * self.bs:(i + 1) * self.bs]
            yield self.x[j], self.y[j]

xtr, ytr = synthetic_digits(6000, 0)
xte, yte = synthetic_digits(1000, 1)
train_loader = DataLoader(xtr, ytr, 100, shuffle=True)
test_loader = DataLoader(xte, yte, 500, shuffle=False)

model = Net()
root = jax.random.key(42)
root, init_key = jax.random.split(root)
params = model.init(init_key, jnp.ones((1, 28, 28)), train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    state.apply_gradients(grads=grads)
    return state, loss

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x, train=False)
    return (logits.argmax(-1) == y).sum()

for epoch in range(1, 6):
    tot = 0.0
    for batch_idx, (x, y) in enumerate(train_loader):
        root, dk = jax.random.split(root)
        state, loss = train_step(state, x, y, dk)
        tot += float(loss)
        if batch_idx % 20 == 0:
            print(f"Train Epoch: {epoch} [{batch_idx * 100}/{len(xtr)}]\tLoss: {float(loss):.6f}")
    correct = sum(int(eval_step(state, x, y)) for x, y in test_loader)
    print(f"Epoch {epoch}: train loss {tot / len(train_loader):.4f}, test accuracy {correct}/{len(xte)} ({100. * correct / len(xte):.1f}%)")
