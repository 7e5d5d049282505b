# Stochastic-gradient Langevin sampler ported from a JAX/torch.func implementation:
#   jax: x = lax.fori_loop(0, n_steps, body, x)   ->  Python for-loop inside an ms.jit function.
# n_steps comes from the annealing schedule as a Tensor so it can change between calls without recompiling.
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

energy = nn.SequentialCell([nn.Dense(2, 64), nn.SiLU(), nn.Dense(64, 1)])
def e_sum(x):
    return energy(x).sum()
score = ms.grad(e_sum)

@ms.jit
def langevin(x, n_steps, step_size):
    for _ in range(n_steps):
        noise = ops.randn_like(x)
        x = x - step_size * score(x) + ops.sqrt(2 * step_size) * noise
    return x

x0 = ms.Tensor(np.random.randn(256, 2).astype(np.float32))
schedule = [10, 20, 40]
for k in schedule:
    xs = langevin(x0, ms.Tensor(k, ms.int32), ms.Tensor(0.01, ms.float32))
    print(f"n_steps={k} sample mean {xs.mean(0)}")
