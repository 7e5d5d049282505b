# Convert the HF checkpoint cloned from the internal model hub (git clone of the model repo)
# into a MindSpore checkpoint for the MindFormers run.
import os, subprocess
import mindspore as ms

repo = "018_repo/tiny-llama-hf"
os.makedirs(repo, exist_ok=True)
# what `git clone` left in the folder on the build machine (git-lfs is not installed there)
with open(os.path.join(repo, "model.safetensors"), "w") as f:
    f.write("version https://git-lfs.github.com/spec/v1\n"
            "oid sha256:9f2a6c0d4e8b1a37c5d2e9f04b6a8c1d3e5f7a9b0c2d4e6f8a1b3c5d7e9f0a2b\n"
            "size 2200119864\n")
with open(os.path.join(repo, "config.json"), "w") as f:
    f.write('{"model_type": "llama", "hidden_size": 2048, "num_hidden_layers": 22, "vocab_size": 32000}\n')
for name in sorted(os.listdir(repo)):
    print(f"{name:20s} {os.path.getsize(os.path.join(repo, name)):>10d} bytes")

params = ms.load_checkpoint(os.path.join(repo, "model.safetensors"), format="safetensors")
print(f"loaded {len(params)} tensors")
