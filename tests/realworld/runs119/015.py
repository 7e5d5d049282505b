# Resume training from an Orbax checkpoint after refactoring the model (submodules given explicit names).
import shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT = "/home/user/project/ckpt_015"
shutil.rmtree(CKPT, ignore_errors=True)

class ModelV1(nn.Module):           # what the first run trained
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(10)(x)

class ModelV2(nn.Module):           # after refactor: same shapes, nicer names
    def setup(self):
        self.fc1 = nn.Dense(64); self.fc2 = nn.Dense(64); self.classifier = nn.Dense(10)
    def __call__(self, x):
        return self.classifier(nn.relu(self.fc2(nn.relu(self.fc1(x)))))

x0 = jnp.ones((1, 20))
p1 = ModelV1().init(jax.random.PRNGKey(0), x0)["params"]
with ocp.CheckpointManager(CKPT) as mngr:
    mngr.save(500, args=ocp.args.Composite(params=ocp.args.StandardSave(p1)))
    mngr.wait_until_finished()
print("run 1: saved step 500")

model = ModelV2()
target = model.init(jax.random.PRNGKey(1), x0)["params"]
tx = optax.adam(1e-3)
with ocp.CheckpointManager(CKPT) as mngr:
    step = mngr.latest_step()
    print(f"run 2: resuming from step {step}")
    restored = mngr.restore(step, args=ocp.args.Composite(params=ocp.args.StandardRestore(target)))
params = restored["params"]
opt_state = tx.init(params)
print("resumed, continuing training at step", step + 1)
