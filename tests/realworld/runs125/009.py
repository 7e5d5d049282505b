"""Image classifier with label smoothing; hyper-parameters are passed into the jitted train step like a torch training function."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

hparams = {"num_classes": 7, "label_smoothing": 0.1, "lr": 1e-3, "batch_size": 32, "epochs": 2}
rng = np.random.default_rng(0)
X = rng.normal(size=(640, 12, 12, 3)).astype(np.float32)
Y = rng.integers(0, hparams["num_classes"], 640).astype(np.int32)


class SmallConv(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        return nn.Dense(self.num_classes)(x.reshape(x.shape[0], -1))


model = SmallConv(hparams["num_classes"])
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.adam(hparams["lr"]))


@jax.jit
def train_step(state, images, labels, num_classes, smoothing):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        targets = optax.smooth_labels(jax.nn.one_hot(labels, num_classes), smoothing)
        return optax.losses.softmax_cross_entropy(logits, targets).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


print(f"Training with {hparams}")
for epoch in range(hparams["epochs"]):
    for i in range(0, len(X), hparams["batch_size"]):
        state, loss = train_step(state, X[i:i + hparams["batch_size"]], Y[i:i + hparams["batch_size"]],
                                 hparams["num_classes"], hparams["label_smoothing"])
    print(f"epoch {epoch}: loss={float(loss):.4f}")
