# Small CNN on 8-bit synthetic "digit" images; loader mirrors torchvision ToTensor()
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

def make_dataset(n=2048, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, n)
    imgs = np.zeros((n, 16, 16, 1), np.float32)
    for k in range(n):
        r, c = divmod(int(y[k]), 4)
        imgs[k, r*4:r*4+6, c*4:c*4+4, 0] = 180
    imgs += rng.normal(0, 10, imgs.shape)
    return np.clip(imgs, 0, 255).astype(np.uint8), y.astype(np.int32)

class Loader:
    def __init__(self, x, y, bs=64, shuffle=True, seed=0):
        self.x, self.y, self.bs, self.shuffle = x, y, bs, shuffle
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        idx = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for i in range(0, len(idx), self.bs):
            j = idx[i:i+self.bs]
            yield self.x[j], self.y[j]

def to_tensor(img_u8):
    return (jnp.asarray(img_u8) // 255).astype(jnp.float32)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(10)(x)

xtr, ytr = make_dataset(2048, 0)
xte, yte = make_dataset(512, 1)
model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

@jax.jit
def accuracy(params, x, y):
    return (model.apply(params, x).argmax(-1) == y).mean()

for epoch in range(4):
    losses = []
    for xb, yb in Loader(xtr, ytr):
        params, opt_state, loss = train_step(params, opt_state, to_tensor(xb), yb)
        losses.append(float(loss))
    acc = float(accuracy(params, to_tensor(xte), yte))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} test_acc {acc:.4f}")
