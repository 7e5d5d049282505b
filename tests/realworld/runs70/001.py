# port of a torch label-smoothing target builder
import jax, jax.numpy as jnp
import numpy as np

def smooth_targets(labels, num_classes, eps=0.1):
    t = jnp.full((labels.shape[0], num_classes), eps / (num_classes - 1))
    for i, y in enumerate(labels):
        t[i, y] = 1.0 - eps          # torch: t[i, y] = 1 - eps
    return t

labels = jnp.array(np.random.randint(0, 10, size=(32,)))
print("labels", labels[:8])
targets = smooth_targets(labels, 10)
print(targets.sum(-1))
