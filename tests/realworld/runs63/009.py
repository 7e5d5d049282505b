# Resume training: the model gained a LayerNorm + extra Dense head since the checkpoint was written,
# restore into the new param tree with Orbax StandardCheckpointer.
import os, shutil
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp


class OldModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="dense_in")(x))
        return nn.Dense(10, name="head")(x)


class NewModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="dense_in")(x))
        x = nn.LayerNorm(name="ln")(x)
        x = nn.relu(nn.Dense(64, name="dense_mid")(x))
        return nn.Dense(10, name="head")(x)


ckpt_dir = "/tmp/runs63_009_ckpt"
shutil.rmtree(ckpt_dir, ignore_errors=True)
x = jnp.ones((4, 20))
old_params = OldModel().init(jax.random.PRNGKey(0), x)["params"]
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "5000"), old_params)
ckptr.wait_until_finished()
print("checkpoint at step 5000 written")

model = NewModel()
target = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), x)["params"])
params = ckptr.restore(os.path.join(ckpt_dir, "5000"), target)
tx = optax.adam(1e-3)
opt_state = tx.init(params)
print("resumed from step 5000")
