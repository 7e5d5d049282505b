# profile every epoch: trace started at the beginning of each epoch (copied from a torch.profiler schedule)
import jax, jax.numpy as jnp
import optax, tempfile
print("jax", jax.__version__)
logdir = tempfile.mkdtemp(prefix="jax_trace_")
W = jnp.zeros((32, 1)); X = jax.random.normal(jax.random.PRNGKey(0), (512, 32)); y = X @ jnp.ones((32, 1))
tx = optax.adam(5e-2); st = tx.init(W)

@jax.jit
def step(W, st, xb, yb):
    with jax.profiler.TraceAnnotation("fwd_bwd"):
        l, g = jax.value_and_grad(lambda W: jnp.mean((xb @ W - yb) ** 2))(W)
    u, st = tx.update(g, st)
    return optax.apply_updates(W, u), st, l

for epoch in range(3):
    jax.profiler.start_trace(logdir)
    for i in range(8):
        W, st, l = step(W, st, X[i*64:(i+1)*64], y[i*64:(i+1)*64])
    l.block_until_ready()
    print(f"epoch {epoch} loss {float(l):.4f} trace -> {logdir}")
jax.profiler.stop_trace()
