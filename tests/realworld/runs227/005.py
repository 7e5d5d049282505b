# Resume a Flax transformer-block fine-tune from an Orbax checkpoint written by the pre-training job.
import os, shutil, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
import orbax.checkpoint as ocp

class Block(nn.Module):
    d_model: int
    d_ff: int
    @nn.compact
    def __call__(self, x):
        x = x + nn.SelfAttention(num_heads=4)(nn.LayerNorm()(x))
        return x + nn.Dense(self.d_model)(nn.gelu(nn.Dense(self.d_ff)(nn.LayerNorm()(x))))

class Model(nn.Module):
    d_model: int = 64
    d_ff: int = 256
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(500, self.d_model)(ids)
        for _ in range(2):
            x = Block(self.d_model, self.d_ff)(x)
        return nn.Dense(2)(x.mean(1))

ckpt_dir = os.path.abspath('ckpt_005')
shutil.rmtree(ckpt_dir, ignore_errors=True)
# --- pre-training job (run earlier, d_ff=256) ---
pre = Model(d_ff=256)
pre_params = pre.init(jax.random.PRNGKey(0), jnp.zeros((1, 16), jnp.int32))['params']
mngr = ocp.CheckpointManager(ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(1000, args=ocp.args.StandardSave(pre_params))
mngr.wait_until_finished()
print("saved pre-training checkpoint at step", mngr.latest_step())

# --- fine-tune job ---
model = Model(d_ff=512)
abstract = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(1), jnp.zeros((1, 16), jnp.int32))['params'])
mngr = ocp.CheckpointManager(ckpt_dir)
step = mngr.latest_step()
print("restoring from step", step)
params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
tx = optax.adamw(1e-4)
opt_state = tx.init(params)
print("restored; starting fine-tune")
