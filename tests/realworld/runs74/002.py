# Flax linen CNN for 32x32 RGB images; init copied from the MNIST example
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(32, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = nn.Conv(64, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(256)(x)
        x = nn.relu(x)
        return nn.Dense(10)(x)

def create_train_state(rng, lr):
    cnn = CNN()
    params = cnn.init(rng, jnp.ones([1, 28, 28, 1]))["params"]
    tx = optax.sgd(lr, momentum=0.9)
    return train_state.TrainState.create(apply_fn=cnn.apply, params=params, tx=tx)

rng = np.random.default_rng(0)
images = rng.random((512, 32, 32, 3), dtype=np.float32)
labels = rng.integers(0, 10, 512)
print("train images", images.shape, images.dtype, "labels", labels.shape)

state = create_train_state(jax.random.PRNGKey(0), 0.01)
print("param count", sum(p.size for p in jax.tree_util.tree_leaves(state.params)))

@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["label"])
    return state, {"loss": loss, "accuracy": acc}

for epoch in range(1, 3):
    for i in range(0, 512, 64):
        batch = {"image": images[i:i + 64], "label": labels[i:i + 64]}
        state, metrics = train_step(state, batch)
    print(f"epoch {epoch}: loss {metrics['loss']:.4f} accuracy {metrics['accuracy']:.3f}")
