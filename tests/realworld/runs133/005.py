"""Fine-tune a pretrained encoder: pretrain briefly, checkpoint with Orbax, then restore into the fine-tune model
which adds a classification head (like model.load_state_dict(torch.load(...)))."""
import os, shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("/home/user/project/005_ckpt")
shutil.rmtree(CKPT_DIR, ignore_errors=True)


class Encoder(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128, name="fc1")(x))
        return nn.relu(nn.Dense(64, name="fc2")(x))


class Pretrainer(nn.Module):
    @nn.compact
    def __call__(self, x):
        z = Encoder(name="encoder")(x)
        return nn.Dense(x.shape[-1], name="decoder")(z)


class FineTuner(nn.Module):
    num_classes: int = 5

    @nn.compact
    def __call__(self, x):
        z = Encoder(name="encoder")(x)
        return nn.Dense(self.num_classes, name="head")(z)


rng = np.random.default_rng(0)
x = rng.normal(size=(512, 20)).astype(np.float32)
y = (x[:, :5].argmax(-1)).astype(np.int32)

# ---- stage 1: autoencoder pretraining
pre = Pretrainer()
params = pre.init(jax.random.PRNGKey(0), x[:1])["params"]
tx = optax.adam(1e-3); opt = tx.init(params)


@jax.jit
def pre_step(params, opt, xb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((pre.apply({"params": p}, xb) - xb) ** 2))(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, loss


for step in range(100):
    params, opt, loss = pre_step(params, opt, x[(step * 32) % 512:(step * 32) % 512 + 32])
    if step % 25 == 0:
        print(f"[pretrain] step {step} recon_loss {float(loss):.4f}")

mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
mngr.save(100, args=ocp.args.StandardSave(params))
mngr.wait_until_finished()
print(f"[pretrain] saved checkpoint step 100 to {CKPT_DIR}")

# ---- stage 2: fine-tune, restore pretrained weights into the classifier
ft = FineTuner()
ft_params = ft.init(jax.random.PRNGKey(1), x[:1])["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, ft_params)
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
print("[finetune] restored pretrained encoder, starting classification training")
