"""Equinox port of a PyTorch MLP autoencoder (run with /home/user/project/eqx/bin/python)."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


class AutoEncoder(eqx.Module):
    enc1: eqx.nn.Linear
    enc2: eqx.nn.Linear
    dec1: eqx.nn.Linear
    dec2: eqx.nn.Linear

    def __init__(self, d_in=784, d_hid=256, d_lat=32, *, key):
        k = jax.random.split(key, 4)
        self.enc1 = eqx.nn.Linear(d_in, d_hid, key=k[0])
        self.enc2 = eqx.nn.Linear(d_hid, d_lat, key=k[1])
        self.dec1 = eqx.nn.Linear(d_lat, d_hid, key=k[2])
        self.dec2 = eqx.nn.Linear(d_hid, d_in, key=k[3])

    def __call__(self, x):
        z = self.enc2(jax.nn.relu(self.enc1(x)))
        return jax.nn.sigmoid(self.dec2(jax.nn.relu(self.dec1(z))))


@eqx.filter_value_and_grad
def loss_fn(model, x):
    recon = model(x)
    return jnp.mean((recon - x) ** 2)


@eqx.filter_jit
def make_step(model, opt_state, x):
    loss, grads = loss_fn(model, x)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


data = np.random.default_rng(0).uniform(size=(1024, 784)).astype(np.float32)
model = AutoEncoder(key=jax.random.key(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
print(model)
for epoch in range(3):
    for i in range(0, 1024, 128):
        model, opt_state, loss = make_step(model, opt_state, data[i:i + 128])
    print(f"epoch {epoch}: recon_loss={float(loss):.5f}")
