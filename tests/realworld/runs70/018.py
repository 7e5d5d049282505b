from flax import nnx
import optax, jax, jax.numpy as jnp

class Classifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(20, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.2)
        self.fc2 = nnx.Linear(64, 3, rngs=rngs)
    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))

model = Classifier(nnx.Rngs(params=0))
optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (64, 20)); y = jax.random.randint(key, (64,), 0, 3)
model.train()
for i in range(5):
    print("step", i, float(train_step(model, optimizer, x, y)))
