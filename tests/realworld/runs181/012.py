"""Pure-JAX GRU sequence classifier (parity/odd-count task) with lax.scan, optax.inject_hyperparams
and a warmup + cosine learning-rate schedule; trainer-style metric dicts."""
import time
import numpy as np
import jax
import jax.numpy as jnp
import optax

SEQ, HID, BATCH, STEPS, EVAL_EVERY = 20, 64, 64, 600, 100


def init_params(key, d_in=1, hid=HID, n_out=2):
    ks = jax.random.split(key, 4)
    glorot = jax.nn.initializers.glorot_uniform()
    orth = jax.nn.initializers.orthogonal()
    return {
        "Wx": glorot(ks[0], (d_in, 3 * hid)),
        "Wh": jnp.concatenate([orth(k, (hid, hid)) for k in jax.random.split(ks[1], 3)], 1),
        "b": jnp.zeros(3 * hid),
        "Wo": glorot(ks[2], (hid, n_out)),
        "bo": jnp.zeros(n_out),
    }


def gru(params, xs):
    B = xs.shape[0]

    def cell(h, x):
        gx = x @ params["Wx"] + params["b"]
        gh = h @ params["Wh"]
        rx, zx, nx = jnp.split(gx, 3, -1)
        rh, zh, nh = jnp.split(gh, 3, -1)
        r, z = jax.nn.sigmoid(rx + rh), jax.nn.sigmoid(zx + zh)
        n = jnp.tanh(nx + r * nh)
        h = (1 - z) * n + z * h
        return h, None

    h, _ = jax.lax.scan(cell, jnp.zeros((B, HID), xs.dtype), jnp.swapaxes(xs, 0, 1))
    return h @ params["Wo"] + params["bo"]


def batch(rng, n):
    bits = rng.randint(0, 2, (n, SEQ, 1)).astype(np.float32)
    y = (bits.sum((1, 2)) > SEQ / 2).astype(np.int32)
    return bits, y


def loss_fn(params, x, y):
    logits = gru(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits


def main():
    sched = optax.warmup_cosine_decay_schedule(0.0, 5e-3, 50, STEPS, end_value=1e-4)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.inject_hyperparams(optax.adam)(learning_rate=sched))
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)

    rng = np.random.RandomState(0)
    xe, ye = batch(np.random.RandomState(123), 1000)
    t0 = time.time()
    for s in range(1, STEPS + 1):
        x, y = batch(rng, BATCH)
        params, opt_state, loss, gnorm = step(params, opt_state, x, y)
        if s % EVAL_EVERY == 0:
            _, logits = loss_fn(params, xe, ye)
            acc = float((logits.argmax(-1) == ye).mean())
            lr = float(opt_state[1].hyperparams["learning_rate"])
            print({"step": s, "loss": round(float(loss), 4), "grad_norm": round(float(gnorm), 4),
                   "learning_rate": round(lr, 6), "eval_accuracy": round(acc, 4),
                   "elapsed_s": round(time.time() - t0, 1)})
    print({"train_runtime": round(time.time() - t0, 1), "final_eval_accuracy": acc})


if __name__ == "__main__":
    main()
