# Custom TrainState for a pure-JAX training loop. The class was made a flax.struct.dataclass (so it
# can be passed through jit), and the explicit pytree registration from the older version of the
# file was kept as well.
import jax
import jax.numpy as jnp
import optax
from flax import struct


@jax.tree_util.register_pytree_node_class
@struct.dataclass
class TrainState:
    step: int
    params: dict
    opt_state: optax.OptState

    def tree_flatten(self):
        return (self.step, self.params, self.opt_state), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


tx = optax.adam(1e-3)
params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros((2,))}
state = TrainState(step=0, params=params, opt_state=tx.init(params))


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    upd, opt_state = tx.update(g, state.opt_state)
    return state.replace(step=state.step + 1, params=optax.apply_updates(state.params, upd), opt_state=opt_state), loss


state, loss = train_step(state, jnp.ones((8, 4)), jnp.ones((8, 2)))
print("step", state.step, "loss", loss)
