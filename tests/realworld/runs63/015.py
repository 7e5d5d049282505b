# Data prep for a small JAX LM: one-hot targets built on the host for the whole corpus before
# batching (ported from a Keras example that used to_categorical on the full label array).
import numpy as np
import jax
import jax.numpy as jnp

VOCAB = 50257                # GPT-2 tokenizer vocabulary
N_TOKENS = 400_000
rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=N_TOKENS, dtype=np.int32)
print(f"corpus: {N_TOKENS} tokens, vocab {VOCAB}")

inputs = tokens[:-1]
targets = np.eye(VOCAB, dtype=np.float32)[tokens[1:]]
print("targets", targets.shape)
batches = [(jnp.asarray(inputs[i:i + 512]), jnp.asarray(targets[i:i + 512])) for i in range(0, len(inputs), 512)]
print("batches", len(batches))
