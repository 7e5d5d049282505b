"""Port of a small PyTorch edge-detection / denoising CNN to TF2. The pretrained weights come
from the PyTorch state_dict (exported to .npz) and the forward pass is rewritten with tf.nn ops."""
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)

# --- stand-in for np.load('denoiser_state_dict.npz'): torch layout (out_ch, in_ch, kH, kW) ---
state_dict = {
    "conv1.weight": rng.normal(scale=0.1, size=(16, 3, 5, 5)).astype("float32"),
    "conv1.bias": np.zeros(16, "float32"),
    "conv2.weight": rng.normal(scale=0.1, size=(16, 16, 3, 3)).astype("float32"),
    "conv2.bias": np.zeros(16, "float32"),
    "conv3.weight": rng.normal(scale=0.1, size=(3, 16, 3, 3)).astype("float32"),
    "conv3.bias": np.zeros(3, "float32"),
}
print("loaded state_dict:", {k: v.shape for k, v in state_dict.items()})


class Denoiser(tf.Module):
    def __init__(self, sd):
        super().__init__()
        self.w = {k: tf.Variable(v, name=k.replace(".", "_")) for k, v in sd.items()}

    @tf.function
    def __call__(self, x):                      # x: NHWC images in [0,1]
        h = tf.nn.relu(tf.nn.conv2d(x, self.w["conv1.weight"], 1, "SAME") + self.w["conv1.bias"])
        h = tf.nn.relu(tf.nn.conv2d(h, self.w["conv2.weight"], 1, "SAME") + self.w["conv2.bias"])
        return x - (tf.nn.conv2d(h, self.w["conv3.weight"], 1, "SAME") + self.w["conv3.bias"])


net = Denoiser(state_dict)
clean = tf.random.uniform((8, 64, 64, 3))
noisy = clean + 0.1 * tf.random.normal(clean.shape)
out = net(noisy)
psnr = tf.reduce_mean(tf.image.psnr(tf.clip_by_value(out, 0, 1), clean, max_val=1.0))
print(f"PSNR noisy={float(tf.reduce_mean(tf.image.psnr(noisy, clean, 1.0))):.2f} dB, denoised={float(psnr):.2f} dB")
