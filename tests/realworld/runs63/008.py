# Fine-tuning: restore the encoder params saved with Orbax from the pre-training run (hidden=128),
# into the model built from the new config (hidden=256 after a config change).
import os, shutil
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import orbax.checkpoint as ocp


class Encoder(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="proj_in")(x))
        x = nn.relu(nn.Dense(self.hidden, name="block_0")(x))
        return nn.Dense(32, name="proj_out")(x)


ckpt_dir = "/tmp/runs63_008_ckpt"
shutil.rmtree(ckpt_dir, ignore_errors=True)
x = jnp.ones((2, 64))

# pre-training run
pre = Encoder(hidden=128)
pre_params = pre.init(jax.random.PRNGKey(0), x)["params"]
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "step_1000"), pre_params)
ckptr.wait_until_finished()
print("saved pre-training checkpoint")

# fine-tuning run
ft = Encoder(hidden=256)
abstract = jax.eval_shape(lambda: ft.init(jax.random.PRNGKey(1), x)["params"])
restored = ckptr.restore(os.path.join(ckpt_dir, "step_1000"), abstract)
print("restored", jax.tree_util.tree_map(lambda a: a.shape, restored))
out = ft.apply({"params": restored}, x)
print("output", out.shape)
