"""Fine-tune a tiny Llama with the MindFormers Trainer; arguments carried over from the Hugging Face script."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

SEQ_LEN, VOCAB = 33, 256


def build_dataset(n=64, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, VOCAB, size=(n, SEQ_LEN)).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True).batch(4, drop_remainder=True)


config = LlamaConfig(vocab_size=VOCAB, hidden_size=64, num_layers=2, num_heads=4,
                     intermediate_size=128, seq_length=SEQ_LEN - 1, batch_size=4)
model = LlamaForCausalLM(config)

args = TrainingArguments(
    output_dir="./llama_tiny_sft",
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    num_train_epochs=1,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    logging_steps=2,
    save_strategy="no",
    bf16=False,
    report_to="none",
    use_cpu=True,
    device_target="CPU",
)

trainer = Trainer(model=model, args=args, train_dataset=build_dataset(), task="text_generation")
trainer.train()
