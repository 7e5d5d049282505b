# greedy decoding with lax.while_loop, ported from a torch loop that does torch.cat each step
import jax, jax.numpy as jnp

V, D = 50, 32
key = jax.random.PRNGKey(0)
emb = jax.random.normal(key, (V, D)) * 0.1
W = jax.random.normal(jax.random.fold_in(key, 1), (D, V)) * 0.1
EOS = 1

def next_logits(tokens):
    return emb[tokens].mean(0) @ W

@jax.jit
def greedy(prompt):
    def cond(state):
        toks, done = state
        return (~done) & (toks.shape[0] < 20)
    def body(state):
        toks, done = state
        nxt = jnp.argmax(next_logits(toks))
        toks = jnp.concatenate([toks, nxt[None]])
        return toks, nxt == EOS
    return jax.lax.while_loop(cond, body, (prompt, jnp.array(False)))[0]

print("prompt len 3")
print(greedy(jnp.array([5, 7, 9])))
