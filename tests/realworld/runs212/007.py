"""Pretrain -> fine-tune with Orbax: a small linen encoder pretrained on a proxy task, then restored for the downstream task."""
import os, shutil
import numpy as np
import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

PRETRAIN_CFG = dict(vocab=300, d_model=64, mlp_dim=256, seq=24)
FINETUNE_CFG = dict(vocab=300, d_model=64, mlp_dim=128, seq=24, num_labels=3)


class Encoder(nn.Module):
    vocab: int
    d_model: int
    mlp_dim: int

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.d_model, name="embed")(ids)
        h = nn.LayerNorm(name="ln1")(x)
        h = nn.SelfAttention(num_heads=4, name="attn")(h)
        x = x + h
        h = nn.LayerNorm(name="ln2")(x)
        h = nn.Dense(self.mlp_dim, name="mlp_in")(h)
        x = x + nn.Dense(self.d_model, name="mlp_out")(nn.gelu(h))
        return x


def batches(cfg, bs, seed):
    rng = np.random.default_rng(seed)
    while True:
        ids = rng.integers(0, cfg["vocab"], size=(bs, cfg["seq"])).astype(np.int32)
        yield ids


def pretrain(ckpt_dir, steps=60):
    cfg = PRETRAIN_CFG
    enc = Encoder(cfg["vocab"], cfg["d_model"], cfg["mlp_dim"])
    head = nn.Dense(cfg["vocab"])
    params = {"encoder": enc.init(jax.random.PRNGKey(0), jnp.zeros((1, cfg["seq"]), jnp.int32))["params"],
              "lm_head": head.init(jax.random.PRNGKey(1), jnp.zeros((1, cfg["d_model"])))["params"]}
    tx = optax.adamw(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def step_fn(params, opt_state, ids):
        def loss_fn(p):
            hid = enc.apply({"params": p["encoder"]}, ids)
            logits = head.apply({"params": p["lm_head"]}, hid)
            # proxy task: reconstruct the (shifted) token
            return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.roll(ids, 1, axis=1)).mean()
        loss, g = jax.value_and_grad(loss_fn)(params)
        u, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss

    it = batches(cfg, 32, 0)
    for s in range(1, steps + 1):
        params, opt_state, loss = step_fn(params, opt_state, next(it))
        if s % 10 == 0:
            print(f"[pretrain] step {s} loss {float(loss):.4f}")
    with ocp.CheckpointManager(ckpt_dir) as mngr:
        mngr.save(steps, args=ocp.args.StandardSave(params["encoder"]))
        mngr.wait_until_finished()
    print(f"[pretrain] saved encoder to {ckpt_dir}")


def finetune(ckpt_dir):
    cfg = FINETUNE_CFG
    enc = Encoder(cfg["vocab"], cfg["d_model"], cfg["mlp_dim"])
    enc_params = enc.init(jax.random.PRNGKey(42), jnp.zeros((1, cfg["seq"]), jnp.int32))["params"]
    abstract = jax.tree.map(ocp.utils.to_shape_dtype_struct, enc_params)
    with ocp.CheckpointManager(ckpt_dir) as mngr:
        step = mngr.latest_step()
        print(f"[finetune] restoring encoder from step {step}")
        enc_params = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
    print("[finetune] encoder restored, building classifier")


def main():
    ckpt_dir = os.path.abspath("ckpt_007")
    shutil.rmtree(ckpt_dir, ignore_errors=True)
    pretrain(ckpt_dir)
    finetune(ckpt_dir)


if __name__ == "__main__":
    main()
