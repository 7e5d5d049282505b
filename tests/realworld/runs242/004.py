"""Small transformer-free text classifier (bag of embeddings + MLP) trained with Flax/Optax,
checkpointed with Orbax; resumes automatically from the latest checkpoint in --ckpt_dir."""
import argparse, os
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

p = argparse.ArgumentParser()
p.add_argument("--hidden", type=int, default=256)
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--ckpt_dir", default=os.path.abspath("ckpt_004"))
args = p.parse_args()

VOCAB, SEQ, CLASSES = 1000, 32, 5


class BagClassifier(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(VOCAB, self.hidden)(ids).mean(axis=1)
        h = nn.relu(nn.Dense(self.hidden)(e))
        return nn.Dense(CLASSES)(h)


def make_data(n, rng):
    ids = rng.integers(0, VOCAB, size=(n, SEQ)).astype(np.int32)
    y = (ids[:, :3].sum(1) % CLASSES).astype(np.int32)
    return ids, y


def main():
    print(f"args: {vars(args)}")
    rng = np.random.default_rng(0)
    ids, y = make_data(4096, rng)
    model = BagClassifier(args.hidden)
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, SEQ), jnp.int32))["params"]
    schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 50, 1000)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(schedule))

    mngr = ocp.CheckpointManager(args.ckpt_dir, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    start_epoch = 0
    if mngr.latest_step() is not None:
        latest = mngr.latest_step()
        print(f"resuming from checkpoint step {latest} in {args.ckpt_dir}")
        abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state)
        state = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
        start_epoch = latest + 1

    @jax.jit
    def step(state, bx, by):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, bx)
            return optax.softmax_cross_entropy_with_integer_labels(logits, by).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(start_epoch, start_epoch + args.epochs):
        perm = rng.permutation(len(ids))
        losses = []
        for i in range(0, len(ids), 128):
            b = perm[i:i + 128]
            state, loss = step(state, ids[b], y[b])
            losses.append(float(loss))
        print(f"epoch {epoch} train_loss {np.mean(losses):.4f} lr_step {int(state.step)}")
        mngr.save(epoch, args=ocp.args.StandardSave(state))
    mngr.wait_until_finished()
    print("done")


if __name__ == "__main__":
    main()
