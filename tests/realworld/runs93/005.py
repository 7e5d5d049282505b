"""Knowledge distillation: a small student MLP learns from a frozen teacher (Flax linen + Optax).
Teacher outputs must not receive gradients, so the KD term is wrapped in stop_gradient."""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

T = 4.0
ALPHA = 0.7


class MLP(nn.Module):
    width: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.width)(x))
        x = nn.relu(nn.Dense(self.width)(x))
        return nn.Dense(10)(x)


teacher, student = MLP(512), MLP(32)
rng = np.random.default_rng(0)
W = rng.normal(size=(32, 10)).astype(np.float32)
X = rng.normal(size=(4096, 32)).astype(np.float32)
Y = (X @ W).argmax(-1)

t_params = teacher.init(jax.random.PRNGKey(0), X[:1])["params"]
# quick teacher training
t_tx = optax.adam(1e-3); t_state = t_tx.init(t_params)

@jax.jit
def teacher_step(p, s, x, y):
    l, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(teacher.apply({"params": p}, x), y).mean())(p)
    u, s = t_tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l

for i in range(300):
    idx = rng.choice(len(X), 128)
    t_params, t_state, tl = teacher_step(t_params, t_state, X[idx], Y[idx])
t_acc = float((teacher.apply({"params": t_params}, X).argmax(-1) == Y).mean())
print(f"[teacher] final loss {float(tl):.4f} accuracy {t_acc:.4f}")

s_params = student.init(jax.random.PRNGKey(1), X[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(s_params)


def kd_loss(s_params, x, y):
    t_logits = teacher.apply({"params": t_params}, x)
    s_logits = student.apply({"params": s_params}, x)
    soft_t = jax.nn.softmax(t_logits / T)
    kd = optax.softmax_cross_entropy(jax.lax.stop_gradient(s_logits / T), soft_t).mean() * T * T
    ce = optax.softmax_cross_entropy_with_integer_labels(jax.lax.stop_gradient(s_logits), y).mean()
    return ALPHA * kd + (1 - ALPHA) * ce


@jax.jit
def student_step(p, s, x, y):
    l, g = jax.value_and_grad(kd_loss)(p, x, y)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l, optax.global_norm(g)


for epoch in range(1, 6):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        s_params, opt_state, loss, gn = student_step(s_params, opt_state, X[idx], Y[idx])
        step = (epoch - 1) * 32 + i // 128 + 1
        if step % 8 == 0:
            print(f"[student] epoch {epoch} step {step:3d} kd_loss {float(loss):.4f} grad_norm {float(gn):.4f}")
    acc = float((student.apply({"params": s_params}, X).argmax(-1) == Y).mean())
    print(f"[student] epoch {epoch} done, accuracy {acc:.4f}")
