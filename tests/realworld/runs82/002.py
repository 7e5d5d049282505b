# SFT data for the MindFormers fine-tune: conversations exported from the OpenAI-style
# chat logs (content as a list of parts) rendered with the model's chat template.
import json
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<unk>", "<s>", "</s>", "<pad>", "<|im_start|>", "<|im_end|>"] + "hello world how are you i am fine thanks the a cat dog user assistant system what is".split()
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<s>", eos_token="<|im_end|>", unk_token="<unk>", pad_token="<pad>")
tokenizer.chat_template = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

records = [
    {"messages": [{"role": "user", "content": "hello how are you"},
                  {"role": "assistant", "content": "i am fine thanks"}]},
    {"messages": [{"role": "user", "content": [{"type": "text", "text": "what is the cat"}]},
                  {"role": "assistant", "content": [{"type": "text", "text": "a cat is a cat"}]}]},
]
with open("sft.jsonl", "w") as f:
    for r in records:
        f.write(json.dumps(r) + "\n")

samples = []
for i, line in enumerate(open("sft.jsonl")):
    conv = json.loads(line)["messages"]
    text = tokenizer.apply_chat_template(conv, tokenize=False)
    ids = tokenizer(text, max_length=32, truncation=True, padding="max_length")["input_ids"]
    print(f"sample {i}: {len(ids)} tokens")
    samples.append(ids)
print("built", len(samples), "samples")
