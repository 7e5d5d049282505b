"""MNIST-style MLP classifier, from an old research repo (jax-0.2 era) - Stax + jax.experimental.optimizers."""
import time
import numpy as np
import jax
import jax.numpy as jnp
from jax import jit, grad, random
from jax.experimental import optimizers, stax
from jax.experimental.stax import Dense, Relu, LogSoftmax

print(f"jax {jax.__version__} devices={jax.devices()}")

def synthetic_mnist(n=2048, seed=0):
    rng = np.random.RandomState(seed)
    x = rng.randn(n, 784).astype(np.float32)
    w = rng.randn(784, 10).astype(np.float32)
    y = np.argmax(x @ w, axis=1)
    return x, np.eye(10, dtype=np.float32)[y]

init_random_params, predict = stax.serial(Dense(256), Relu, Dense(256), Relu, Dense(10), LogSoftmax)

def loss(params, batch):
    inputs, targets = batch
    preds = predict(params, inputs)
    return -jnp.mean(jnp.sum(preds * targets, axis=1))

def accuracy(params, batch):
    inputs, targets = batch
    return jnp.mean(jnp.argmax(predict(params, inputs), 1) == jnp.argmax(targets, 1))

if __name__ == "__main__":
    step_size, num_epochs, batch_size = 1e-3, 5, 128
    x, y = synthetic_mnist()
    opt_init, opt_update, get_params = optimizers.adam(step_size)
    _, init_params = init_random_params(random.PRNGKey(0), (-1, 784))
    opt_state = opt_init(init_params)

    @jit
    def update(i, opt_state, batch):
        params = get_params(opt_state)
        return opt_update(i, grad(loss)(params, batch), opt_state)

    itercount = 0
    for epoch in range(num_epochs):
        t0 = time.time()
        for i in range(0, len(x), batch_size):
            opt_state = update(itercount, opt_state, (x[i:i+batch_size], y[i:i+batch_size]))
            itercount += 1
        params = get_params(opt_state)
        print(f"Epoch {epoch} in {time.time()-t0:0.2f} sec, train acc {accuracy(params, (x, y)):.4f}")
