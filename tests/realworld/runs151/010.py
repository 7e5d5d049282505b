"""Fashion-MNIST-like classifier (synthetic, learnable data) with Flax NNX.
Data loading ported from a torch Dataset: arrays are shuffled once at load time."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

rng = np.random.default_rng(0)
NUM_CLASSES = 10
protos = rng.normal(size=(NUM_CLASSES, 64)).astype(np.float32)

def load_split(n):
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = protos[y] + 0.5 * rng.normal(size=(n, 64)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)

x_train, y_train = load_split(4000)
x_test, y_test = load_split(1000)

# shuffle the training set once (like DataLoader(shuffle=True) on first epoch)
x_train = x_train[rng.permutation(len(x_train))]
y_train = y_train[rng.permutation(len(y_train))]

class Net(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 128, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(128, NUM_CLASSES, rngs=rngs)
    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))

model = Net(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
metrics = nnx.MultiMetric(accuracy=nnx.metrics.Accuracy(), loss=nnx.metrics.Average("loss"))

@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    metrics.update(loss=loss, logits=logits, labels=y)
    optimizer.update(model, g)

@nnx.jit
def eval_step(model, metrics, x, y):
    logits = model(x)
    metrics.update(loss=optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits=logits, labels=y)

for epoch in range(1, 6):
    model.train()
    for i in range(0, len(x_train), 100):
        train_step(model, optimizer, metrics, x_train[i:i+100], y_train[i:i+100])
    train_m = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
    model.eval()
    for i in range(0, len(x_test), 250):
        eval_step(model, metrics, x_test[i:i+250], y_test[i:i+250])
    test_m = {k: float(v) for k, v in metrics.compute().items()}; metrics.reset()
    print({"epoch": epoch, "train_loss": round(train_m["loss"], 4), "train_accuracy": round(train_m["accuracy"], 4),
           "test_loss": round(test_m["loss"], 4), "test_accuracy": round(test_m["accuracy"], 4)})
