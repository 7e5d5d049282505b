"""Resume fine-tuning of a small Transformer encoder classifier from an Orbax checkpoint written by the pre-training job."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = os.path.abspath("ckpt_pretrain")


class Encoder(nn.Module):
    vocab: int
    d_model: int = 64
    n_classes: int = 3

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.d_model, name="tok_emb")(ids)
        x = x + nn.SelfAttention(num_heads=4, name="attn")(nn.LayerNorm(name="ln1")(x))
        x = x + nn.Dense(self.d_model, name="ffn_out")(nn.gelu(nn.Dense(4 * self.d_model, name="ffn_in")(nn.LayerNorm(name="ln2")(x))))
        return nn.Dense(self.n_classes, name="head")(x.mean(1))


# ---- pre-training job output (tokenizer v1, vocab 8000) ----
if os.path.exists(CKPT_DIR):
    shutil.rmtree(CKPT_DIR)
pre = Encoder(vocab=8000)
pre_params = pre.init(jax.random.PRNGKey(0), jnp.zeros((1, 16), jnp.int32))["params"]
with ocp.CheckpointManager(CKPT_DIR) as mngr:
    mngr.save(1000, args=ocp.args.StandardSave(pre_params))
    mngr.wait_until_finished()
print("pre-training checkpoint written at step 1000")

# ---- fine-tuning job (tokenizer v2 from the HF hub config: vocab_size=8192) ----
model = Encoder(vocab=8192)
params = model.init(jax.random.PRNGKey(1), jnp.zeros((1, 16), jnp.int32))["params"]
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
with ocp.CheckpointManager(CKPT_DIR) as mngr:
    step = mngr.latest_step()
    print(f"restoring step {step} from {CKPT_DIR}")
    params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
print("restored; tok_emb", params["tok_emb"]["embedding"].shape)

tx = optax.adamw(5e-5)
opt_state = tx.init(params)
rng = np.random.default_rng(0)
for it in range(50):
    ids = rng.integers(0, 8192, size=(32, 16)); y = rng.integers(0, 3, size=32)
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(
        model.apply({"params": p}, ids), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params); params = optax.apply_updates(params, u)
    if it % 10 == 0:
        print(f"step {it} loss {float(loss):.4f}")
