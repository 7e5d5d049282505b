"""Data-parallel LM training on a 2-device mesh with NamedSharding, checkpointed with Orbax."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

VOCAB, SEQ, D, BATCH = 96, 24, 64, 16
CKPT_DIR = "/home/user/project/ckpt_006"


class LM(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.norm = nnx.RMSNorm(D, rngs=rngs)
        self.out = nnx.Linear(D, VOCAB, rngs=rngs)

    def __call__(self, ids):
        x = self.embed(ids)
        x = x + self.attn(x, mask=nnx.make_causal_mask(ids))
        return self.out(self.norm(x))


@nnx.jit
def train_step(model, optimizer, ids):
    def loss_fn(model):
        logits = model(ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    mesh = Mesh(np.array(jax.devices()), ("data",))
    print(f"mesh: {mesh.shape}  devices: {jax.devices()}")
    data_sharding = NamedSharding(mesh, P("data", None))
    repl = NamedSharding(mesh, P())

    model = LM(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    # replicate parameters and optimizer state over the data axis
    state = nnx.state((model, optimizer))
    nnx.update((model, optimizer), jax.device_put(state, repl))

    rng = np.random.default_rng(0)
    base = rng.integers(1, VOCAB, size=(8, SEQ + 1))
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, save_interval_steps=50))
    for step in range(1, 151):
        ids = jax.device_put(base[rng.integers(0, 8, BATCH)].astype(np.int32), data_sharding)
        loss = train_step(model, optimizer, ids)
        if step % 25 == 0:
            print({"step": step, "loss": round(float(loss), 4), "ids_sharding": str(ids.sharding.spec)})
        mngr.save(step, args=ocp.args.StandardSave(nnx.state(model, nnx.Param)))
    mngr.wait_until_finished()
    print("saved checkpoints:", mngr.all_steps())

    # reload the latest checkpoint into a fresh model and check it matches
    fresh = LM(nnx.Rngs(1))
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, nnx.state(fresh, nnx.Param))
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    nnx.update(fresh, restored)
    ids = jnp.asarray(base[:4].astype(np.int32))
    diff = float(jnp.abs(fresh(ids) - model(ids)).max())
    print(f"restored step {mngr.latest_step()}  max |logit diff| = {diff:.2e}")
    mngr.close()


if __name__ == "__main__":
    main()
