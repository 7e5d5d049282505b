# linen CNN defined with setup(), BatchNorm batch_stats in a TrainState, optax.MultiSteps accumulation
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np
from flax.training import train_state

class ConvNet(nn.Module):
    n_classes: int = 4
    def setup(self):
        self.conv1 = nn.Conv(16, (3, 3))
        self.bn1 = nn.BatchNorm(momentum=0.9)
        self.conv2 = nn.Conv(32, (3, 3), strides=2)
        self.bn2 = nn.BatchNorm(momentum=0.9)
        self.head = nn.Dense(self.n_classes)
    def __call__(self, x, train: bool):
        x = nn.relu(self.bn1(self.conv1(x), use_running_average=not train))
        x = nn.relu(self.bn2(self.conv2(x), use_running_average=not train))
        return self.head(x.mean(axis=(1, 2)))

class TrainState(train_state.TrainState):
    batch_stats: dict

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 4, n)
    x = rng.normal(size=(n, 12, 12, 1)).astype(np.float32)
    for k in range(4):   # class k gets a bright quadrant
        r, c = divmod(k, 2)
        x[y == k, r*6:(r+1)*6, c*6:(c+1)*6] += 1.5
    return x, y.astype(np.int32)
X, y = make(1024); Xv, yv = make(256)

model = ConvNet()
v = model.init(jax.random.PRNGKey(0), X[:1], train=False)
tx = optax.MultiSteps(optax.adamw(2e-3, weight_decay=1e-4), every_k_schedule=2)
state = TrainState.create(apply_fn=model.apply, params=v["params"], batch_stats=v["batch_stats"], tx=tx)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x,
                                     train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=g)
    return state.replace(batch_stats=upd["batch_stats"]), loss

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

for epoch in range(6):
    losses = []
    for i in range(0, 1024, 32):
        state, loss = train_step(state, X[i:i+32], y[i:i+32])
        losses.append(float(loss))
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {float(eval_step(state, Xv, yv)):.3f} "
          f"mini_step {int(state.opt_state.mini_step)} gradient_step {int(state.opt_state.gradient_step)}")
print("done")
