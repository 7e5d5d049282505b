# REINFORCE policy-gradient update ported from torch to TF2.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

OBS, ACT, B = 8, 6, 32
policy = keras.Sequential([keras.Input((OBS,)), layers.Dense(64, activation="tanh"), layers.Dense(ACT)])
opt = keras.optimizers.Adam(1e-3)
rng = np.random.default_rng(3)

def rollout():
    obs = rng.standard_normal((B, OBS)).astype("float32")
    actions = rng.integers(0, ACT, size=(B,)).astype("int32")
    returns = rng.standard_normal(B).astype("float32")
    return obs, actions, returns

for it in range(5):
    obs, actions, returns = rollout()
    adv = (returns - returns.mean()) / (returns.std() + 1e-8)
    with tf.GradientTape() as tape:
        logp = tf.nn.log_softmax(policy(obs), axis=-1)
        # torch: logp.gather(1, actions.unsqueeze(1)).squeeze(1)
        logp_a = tf.gather(logp, actions)
        loss = -tf.reduce_mean(logp_a * adv)
    grads = tape.gradient(loss, policy.trainable_variables)
    opt.apply_gradients(zip(grads, policy.trainable_variables))
    print(f"iter {it} policy loss {float(loss):.4f}")
