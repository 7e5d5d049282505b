# nanoGPT-style LM in flax.nnx, data + tensor parallel over 8 host CPU devices (mesh data=2, model=4).
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx
from jax.sharding import Mesh, PartitionSpec as P, NamedSharding

config = dict(vocab_size=1024, n_embd=192, n_head=6, n_layer=2, block_size=64,
              batch_size=16, lr=6e-4, dp=2, tp=4)

init = nnx.initializers.lecun_normal()


class CausalSelfAttention(nnx.Module):
    def __init__(self, c, rngs):
        self.attn = nnx.MultiHeadAttention(
            num_heads=c["n_head"], in_features=c["n_embd"], decode=False,
            kernel_init=nnx.with_partitioning(init, (None, "model", None)),
            out_kernel_init=nnx.with_partitioning(init, ("model", None, None)),
            rngs=rngs)

    def __call__(self, x):
        t = x.shape[1]
        return self.attn(x, mask=nnx.make_causal_mask(jnp.ones((x.shape[0], t))))


class MLP(nnx.Module):
    def __init__(self, c, rngs):
        self.fc = nnx.Linear(c["n_embd"], 4 * c["n_embd"], kernel_init=nnx.with_partitioning(init, (None, "model")), rngs=rngs)
        self.proj = nnx.Linear(4 * c["n_embd"], c["n_embd"], kernel_init=nnx.with_partitioning(init, ("model", None)), rngs=rngs)

    def __call__(self, x):
        return self.proj(nnx.gelu(self.fc(x)))


class Block(nnx.Module):
    def __init__(self, c, rngs):
        self.ln1 = nnx.LayerNorm(c["n_embd"], rngs=rngs)
        self.attn = CausalSelfAttention(c, rngs)
        self.ln2 = nnx.LayerNorm(c["n_embd"], rngs=rngs)
        self.mlp = MLP(c, rngs)

    def __call__(self, x):
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class GPT(nnx.Module):
    def __init__(self, c, rngs):
        self.wte = nnx.Embed(c["vocab_size"], c["n_embd"], rngs=rngs)
        self.wpe = nnx.Embed(c["block_size"], c["n_embd"], rngs=rngs)
        self.h = nnx.List([Block(c, rngs) for _ in range(c["n_layer"])])
        self.ln_f = nnx.LayerNorm(c["n_embd"], rngs=rngs)

    def __call__(self, idx):
        x = self.wte(idx) + self.wpe(jnp.arange(idx.shape[1]))[None]
        for b in self.h:
            x = b(x)
        return self.wte.attend(self.ln_f(x))


def get_batch(rng, c):
    data = rng.integers(0, c["vocab_size"], size=(c["batch_size"], c["block_size"] + 1))
    data[:, 1::2] = data[:, 0:-1:2]  # learnable structure: every odd token repeats the previous one
    return data[:, :-1].astype(np.int32), data[:, 1:].astype(np.int32)


def main():
    c = config
    print(f"devices: {jax.device_count()} x {jax.devices()[0].platform}")
    mesh = Mesh(np.array(jax.devices()).reshape(c["dp"], c["tp"]), ("data", "model"))
    print(f"mesh: {dict(mesh.shape)}")
    print("config:", c)

    @nnx.jit
    def create_sharded_model():
        model = GPT(c, rngs=nnx.Rngs(0))
        state = nnx.state(model)
        pspecs = nnx.get_partition_spec(state)
        sharded_state = jax.lax.with_sharding_constraint(state, pspecs)
        nnx.update(model, sharded_state)
        return model

    with jax.set_mesh(mesh):
        model = create_sharded_model()
        optimizer = nnx.Optimizer(model, optax.adamw(c["lr"], b2=0.95, weight_decay=0.1), wrt=nnx.Param)

        @nnx.jit
        def train_step(model, optimizer, x, y):
            def loss_fn(model):
                logits = model(x)
                return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            loss, grads = nnx.value_and_grad(loss_fn)(model)
            optimizer.update(model, grads)
            return loss

        data_sharding = NamedSharding(mesh, P("data", None))
        rng = np.random.default_rng(0)
        t0 = time.time()
        for it in range(1, 101):
            x, y = get_batch(rng, c)
            x, y = jax.device_put((x, y), data_sharding)
            loss = train_step(model, optimizer, x, y)
            if it % 10 == 0:
                print(f"iter {it}: loss {float(loss):.4f}, time {(time.time()-t0)*1000/it:.1f}ms/iter")


if __name__ == "__main__":
    main()
