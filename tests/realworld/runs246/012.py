# Port of a small PyTorch CNN (nn.CrossEntropyLoss) to Flax + Optax, with Orbax checkpointing.
import os, shutil
import orbax.checkpoint as ocp
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax

class CNN(nn.Module):
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.num_classes)(x)

rng = np.random.RandomState(0)
templates = rng.randn(10, 16, 16, 1).astype(np.float32)
y_all = rng.randint(0, 10, 2048)
x_all = templates[y_all] + 2.0 * rng.randn(2048, 16, 16, 1).astype(np.float32)

def loader(bs, seed):
    idx = np.random.RandomState(seed).permutation(len(x_all))
    for i in range(0, len(idx) - bs + 1, bs):
        b = idx[i:i + bs]
        yield x_all[b], y_all[b]

model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

def criterion(logits, target):
    # torch: nn.CrossEntropyLoss()(logits, target)
    return optax.softmax_cross_entropy_with_integer_labels(logits, target).mean()

@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, grads = jax.value_and_grad(lambda p: criterion(model.apply({"params": p}, xb), yb))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

ckpt_dir = os.path.abspath("ckpt_012"); shutil.rmtree(ckpt_dir, ignore_errors=True)
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
step = 0
for epoch in range(3):
    for xb, yb in loader(32, epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        step += 1
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    acc = float((jax.jit(model.apply)({"params": params}, x_all).argmax(-1) == y_all).mean())
    print(f"epoch {epoch} train_acc {acc:.4f}")
    mngr.save(step, args=ocp.args.StandardSave(params))
mngr.wait_until_finished()
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(jax.eval_shape(lambda: params)))
mngr.close()
acc = float((model.apply({"params": restored}, x_all).argmax(-1) == y_all).mean())
print(f"restored step {step} from checkpoint, acc {acc:.4f}")
