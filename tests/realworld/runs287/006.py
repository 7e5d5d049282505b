# Flax/Optax port of a PyTorch image-classification training loop (LeNet-style CNN on 28x28 digits).
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class LeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(6, (5, 5))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (5, 5))(x)); x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape(x.shape[0], -1)
        x = nn.relu(nn.Dense(120)(x)); x = nn.relu(nn.Dense(84)(x))
        return nn.Dense(10)(x)

def synthetic_digits(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(10, 28, 28, 1)).astype(np.float32)
    y = rng.integers(0, 10, n).astype(np.int32)
    X = protos[y] + 1.5 * rng.normal(size=(n, 28, 28, 1)).astype(np.float32)
    return X, y

class DataLoader:
    def __init__(self, X, y, batch_size, shuffle, seed=0):
        self.X, self.y, self.bs, self.shuffle = X, y, batch_size, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        idx = self.rng.permutation(len(self.X)) if self.shuffle else np.arange(len(self.X))
        for i in range(0, len(idx), self.bs):
            j = idx[i:i+self.bs]
            yield self.X[j], self.y[j]

def main():
    Xtr, ytr = synthetic_digits(6000, 0)
    Xte, yte = synthetic_digits(1000, 1)
    train_loader = DataLoader(Xtr, ytr, 64, shuffle=True)
    test_loader = DataLoader(Xte, yte, 256, shuffle=False)
    model = LeNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 28, 28, 1)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.sgd(0.01, momentum=0.9))

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(params):
            logits = state.apply_fn({"params": state.params}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        acc = (logits.argmax(-1) == y).mean()
        return state.apply_gradients(grads=grads), loss, acc

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x)
        return (logits.argmax(-1) == y).sum()

    for epoch in range(1, 6):
        t0 = time.time(); losses, accs = [], []
        for x, y in train_loader:
            state, loss, acc = train_step(state, x, y)
            losses.append(float(loss)); accs.append(float(acc))
        correct = sum(int(eval_step(state.params, x, y)) for x, y in test_loader)
        print(f"Epoch {epoch}: train_loss={np.mean(losses):.4f} train_acc={np.mean(accs):.4f} "
              f"test_acc={correct/len(Xte):.4f} step={int(state.step)} time={time.time()-t0:.1f}s")

if __name__ == "__main__":
    main()
