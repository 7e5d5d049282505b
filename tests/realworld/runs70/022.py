import os, shutil
from flax import nnx
import optax, jax, jax.numpy as jnp
import orbax.checkpoint as ocp

class Classifier(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(20, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.fc2 = nnx.Linear(64, 3, rngs=rngs)
    def __call__(self, x):
        return self.fc2(self.drop(nnx.relu(self.fc1(x))))

key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (512, 20)); Y = jnp.argmax(X[:, :3], -1)
model = Classifier(nnx.Rngs(params=0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

CKPT = os.path.abspath("ckpt_022"); shutil.rmtree(CKPT, ignore_errors=True)
mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
model.train()
for epoch in range(8):
    tot = 0.0
    for i in range(0, 512, 64):
        tot += float(train_step(model, optimizer, X[i:i+64], Y[i:i+64]))
    _, state = nnx.split(model)
    mngr.save(epoch, args=ocp.args.StandardSave(nnx.to_pure_dict(state)))
    print(f"epoch {epoch}  loss {tot / 8:.4f}")
mngr.wait_until_finished()
model.eval()
acc = float((jnp.argmax(model(X), -1) == Y).mean())
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(nnx.to_pure_dict(nnx.split(model)[1])))
print("restored step", mngr.latest_step(), "train acc", round(acc, 4))
print("done")
